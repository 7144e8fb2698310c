/** Two values alike as the service would store them (JSON): a draft against what is saved. */
export const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
