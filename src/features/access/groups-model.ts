import type { components } from '../../api/schema.gen';

export type Group = components['schemas']['Group'];
