/**
 * The code generator's words shared by the api and the admin (issue 18): the configuration form's validation
 * messages, its field, value-type, form-control and filter names, and its refusals. The screen adds its own words in
 * admin/ (`codegenScreen`).
 */
export const codegenDomainEn = {
  codegen: {
    name: 'Code generator',
    validation: {
      camelCase: 'Use camelCase: a lowercase letter first, then letters and digits (releaseDate)',
      pascalCase: 'Use PascalCase: a capital letter first, then letters and digits (DemoItem)',
      kebabCase: 'Use lowercase words joined by hyphens (demo-items)',
      snakeCase: 'Use lowercase letters, digits and underscores, starting with a letter (demo_items_v1)',
      dictionaryRequired: 'Choose the dictionary this select takes its options from',
      reservedField: 'This name is reserved for the id and audit fields every entity has',
      duplicateField: 'Another field already has this name',
      oneField: 'Add at least one field',
      permissionPrefix: 'Write biz: or sys: followed by the resource, e.g. biz:demo-item',
      tableMismatch: 'The table name must be the one being configured',
      notReadModel: 'This table belongs to the event store or the infrastructure: choose a read-model table or a new name',
    },
    table: {
      fields: {
        tableName: 'Table name',
        tableComment: 'Description',
        projection: 'Projection',
        rowCount: 'Rows (estimate)',
        createTime: 'Created',
        isConfigured: 'Configured',
      },
    },
    config: {
      fields: {
        tableName: 'Table name',
        businessName: 'Business name',
        businessLabels: 'Name in each language',
        moduleName: 'Module name',
        entityName: 'Entity name',
        resource: 'Resource',
        permissionPrefix: 'Permission prefix',
        parentMenuId: 'Parent menu',
        author: 'Author',
        fieldConfigs: 'Fields',
        saved: 'Saved',
        revision: 'Revision',
        updateTime: 'Saved at',
      },
    },
    field: {
      fields: {
        columnName: 'Column name',
        columnType: 'Column type',
        fieldName: 'Field name',
        fieldType: 'Value type',
        fieldComment: 'Description',
        labels: 'Label in each language',
        fieldSort: 'Sort',
        isRequired: 'Required',
        isShowInList: 'Shown in list',
        isShowInForm: 'Shown in form',
        isShowInQuery: 'Shown in filter',
        formType: 'Form control',
        queryType: 'Filter match',
        dictType: 'Dictionary',
        maxLength: 'Maximum length',
      },
    },
    fieldTypes: {
      string: 'Short text',
      text: 'Long text',
      integer: 'Whole number',
      decimal: 'Decimal number',
      boolean: 'Yes / no',
      date: 'Date',
      dateTime: 'Date and time',
    },
    formTypes: {
      INPUT: 'Text box',
      INPUT_NUMBER: 'Number box',
      SELECT: 'Select from a dictionary',
      DATE: 'Date picker',
      SWITCH: 'Switch',
      UPLOAD: 'File upload',
      RICH_TEXT: 'Rich text editor',
    },
    queryTypes: {
      EQ: 'Equals',
      LIKE: 'Contains',
      BETWEEN: 'Between',
    },
    languages: { en: 'English', 'zh-cn': 'Chinese', lo: 'Lao', th: 'Thai' },
    refusals: {
      tableNotFound: 'This table is neither a read-model table nor a saved configuration',
      configInvalid: 'Complete the configuration before generating its code',
    },
  },
};
