import { defaultThemeColor } from '../../preferences';

/** A few well-tried colours beside the default; any other comes from the colour input. */
export const themeColorPresets = [defaultThemeColor, '#1890FF', '#13C2C2', '#52C41A', '#FAAD14', '#F5222D', '#722ED1', '#EB2F96'] as const;
