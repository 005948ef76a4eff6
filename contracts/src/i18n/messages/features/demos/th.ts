import { demosMenusTh } from './menus/th';
import { demosBasicsTh } from './basics/th';
import { demosWidgetsTh } from './widgets/th';
import { demosCurdTh } from './curd/th';

export const demosTh = { ...demosMenusTh, ...demosBasicsTh, ...demosWidgetsTh, ...demosCurdTh };
