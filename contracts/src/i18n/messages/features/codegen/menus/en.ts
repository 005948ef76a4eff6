export const codegenMenusEn = {
  menus: {
    codegen: 'Code generator',
    actions: { codegen: { query: 'View and preview', edit: 'Save configuration', download: 'Download code' } },
  },
};
