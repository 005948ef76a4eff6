/** Filled by the codegen domain part (issue 18). Top-level section: `codegen`. */
export const codegenDomainEn = {
  codegen: {},
};
