/** Filled by the demo pages' widgets part (issue 18). Top-level section: `demoWidgets`. */
export const demosWidgetsEn = {
  demoWidgets: {},
};
