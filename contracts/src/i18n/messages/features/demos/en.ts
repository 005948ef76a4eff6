import { demosMenusEn } from './menus/en';
import { demosBasicsEn } from './basics/en';
import { demosWidgetsEn } from './widgets/en';
import { demosCurdEn } from './curd/en';

/** The demos context's texts (issue 18), in parts whose top-level sections do not overlap. */
export const demosEn = { ...demosMenusEn, ...demosBasicsEn, ...demosWidgetsEn, ...demosCurdEn };
