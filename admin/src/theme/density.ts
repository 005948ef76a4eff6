import type { Size } from '../preferences';

/** What the spec's layout size (default / large / small) changes: control sizes, type, spacing and the chrome's heights. */
export interface Density {
  fontSize: number;
  spacing: number;
  /** Text fields, selects, chips, switches, tables. */
  controlSize: 'small' | 'medium';
  buttonSize: 'small' | 'medium' | 'large';
  iconButtonSize: 'small' | 'medium';
  /** Menus and lists: MUI's `dense`. */
  dense: boolean;
  headerHeight: number;
  tagsHeight: number;
}

export const densities: Record<Size, Density> = {
  small: { fontSize: 13, spacing: 6, controlSize: 'small', buttonSize: 'small', iconButtonSize: 'small', dense: true, headerHeight: 44, tagsHeight: 32 },
  default: { fontSize: 14, spacing: 8, controlSize: 'small', buttonSize: 'medium', iconButtonSize: 'medium', dense: false, headerHeight: 50, tagsHeight: 36 },
  large: { fontSize: 15, spacing: 9, controlSize: 'medium', buttonSize: 'large', iconButtonSize: 'medium', dense: false, headerHeight: 58, tagsHeight: 40 },
};
