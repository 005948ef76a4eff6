/** Filled by the demo pages' curd part (issue 18). Top-level section: `demoCurd`. */
export const demosCurdEn = {
  demoCurd: {},
};
