/** The curd demo page's texts (issue 18): the generated demo-items resource hosted in a page, with its code beside it. */
export const demosCurdEn = {
  demoCurd: {
    intro:
      'A complete list, create, edit and delete page on the demo items (the read model demo_items_v1, permissions sys:demo-item:*), built only from the generic components. Every change goes through the api as a command; the list reads the projection.',
    generated:
      'Nothing on the left was written by hand: the code generator wrote these views (admin/src/resources/demo-items) from the saved configuration of demo_items_v1, with the contracts, the api module and the projection behind them. This page only hosts them and shows their source.',
    demo: 'The generated views',
    code: {
      title: 'Generated source',
      files: 'Generated files',
      file: 'Source of %{file}',
      following: 'The tab follows the view on the left: %{view}.',
    },
    views: {
      list: 'list',
      create: 'create',
      edit: 'edit',
      show: 'show',
    },
  },
};
