import type { MenuType } from '@jobmarket/contracts';
import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';

const typeColors: Record<MenuType, ChipProps['color']> = { CATALOG: 'warning', MENU: 'success', BUTTON: 'error', EXTLINK: 'info' };

/** A menu's type as a coloured chip: directory, menu, button or external link. */
export const MenuTypeChip = ({ type }: { type: MenuType }) => {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={typeColors[type]} label={translate(`resources.menus.types.${type}`)} />;
};

/** Whether the menu shows in the sidebar. */
export const VisibleChip = ({ visible }: { visible: number }) => {
  const translate = useTranslate();
  return <Chip size="small" color={visible === 1 ? 'success' : 'default'} label={translate(visible === 1 ? 'resources.menus.visibility.shown' : 'resources.menus.visibility.hidden')} />;
};
