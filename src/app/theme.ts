import { getDisplaySettings, subscribeDisplaySettings } from '../lib/time';

/**
 * The theme chosen in Settings, on <html data-theme>: the tokens (src/styles/tokens.css) hold both
 * schemes, and the attribute picks one; without it they follow the system.
 */
export function followTheme(root: HTMLElement = document.documentElement): () => void {
  const apply = () => {
    const { theme } = getDisplaySettings();
    if (theme === 'system') delete root.dataset.theme;
    else root.dataset.theme = theme;
  };
  apply();
  return subscribeDisplaySettings(apply);
}
