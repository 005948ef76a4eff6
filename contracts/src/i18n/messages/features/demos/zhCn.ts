import { demosMenusZhCn } from './menus/zhCn';
import { demosBasicsZhCn } from './basics/zhCn';
import { demosWidgetsZhCn } from './widgets/zhCn';
import { demosCurdZhCn } from './curd/zhCn';

export const demosZhCn = { ...demosMenusZhCn, ...demosBasicsZhCn, ...demosWidgetsZhCn, ...demosCurdZhCn };
