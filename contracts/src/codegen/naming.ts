import type { CodegenConfig } from './config';

/** `demoItems` → `demo_items`; `DemoItem` → `demo_item`. */
export const snakeCaseOf = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/-/g, '_').toLowerCase();
/** `demo_items`, `demo-items` → `demoItems`. */
export const camelCaseOf = (name: string) => name.replace(/[-_]+([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase()).replace(/^[A-Z]/, (letter) => letter.toLowerCase());
/** `demo_items` → `DemoItems`. */
export const pascalCaseOf = (name: string) => camelCaseOf(name).replace(/^[a-z]/, (letter) => letter.toUpperCase());
/** `DemoItem` → `demo-item`. */
export const kebabCaseOf = (name: string) => snakeCaseOf(name).replace(/_/g, '-');

/** Every name the generated files use for one entity, derived once so the templates agree. */
export function entityNamesOf(config: Pick<CodegenConfig, 'entityName' | 'moduleName' | 'resource' | 'tableName' | 'permissionPrefix'>) {
  const entity = config.entityName;
  const camel = camelCaseOf(entity);
  return {
    /** `DemoItem` */ entity,
    /** `demoItem` */ camel,
    /** `demoItems` (the context's folder) */ module: config.moduleName,
    /** `demo-items` */ resource: config.resource,
    /** `demo-item-<id>` */ streamPrefix: kebabCaseOf(entity),
    /** `demo_items_v1` */ table: config.tableName,
    /** `demo_items_v1`: projection name = its table's */ projection: config.tableName.match(/_v\d+$/) ? config.tableName : `${config.tableName}_v1`,
    permissions: {
      query: `${config.permissionPrefix}:query`,
      add: `${config.permissionPrefix}:add`,
      edit: `${config.permissionPrefix}:edit`,
      delete: `${config.permissionPrefix}:delete`,
    },
  };
}
export type EntityNames = ReturnType<typeof entityNamesOf>;
