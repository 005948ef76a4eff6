/** Filled by the codegen admin part (issue 18). Top-level section: `codegenScreen`. */
export const codegenAdminEn = {
  codegenScreen: {},
};
