/** Filled by the demo pages' basics part (issue 18). Top-level section: `demoBasics`. */
export const demosBasicsEn = {
  demoBasics: {},
};
