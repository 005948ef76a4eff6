/** The tag types of dictionary items (contracts `tagTypes`), in the order the select offers them. */
export const tagTypes = ['success', 'warning', 'info', 'primary', 'danger'] as const;
export type TagType = (typeof tagTypes)[number];

export type ChipColor = 'success' | 'warning' | 'info' | 'primary' | 'error' | 'default';

/** The MUI chip colour that previews an item's tag type (`danger` is MUI's `error`; none is the neutral chip). */
export function tagChipColor(tagType: string | null | undefined): ChipColor {
  switch (tagType) {
    case 'success':
    case 'warning':
    case 'info':
    case 'primary':
      return tagType;
    case 'danger':
      return 'error';
    default:
      return 'default';
  }
}
