import { demosMenusLo } from './menus/lo';
import { demosBasicsLo } from './basics/lo';
import { demosWidgetsLo } from './widgets/lo';
import { demosCurdLo } from './curd/lo';

export const demosLo = { ...demosMenusLo, ...demosBasicsLo, ...demosWidgetsLo, ...demosCurdLo };
