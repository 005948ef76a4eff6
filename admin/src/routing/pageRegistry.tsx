import type { ComponentType } from 'react';
import { lazyView } from './lazyView';
// pages are registered as lazyView(() => import('../pages/demos/…'), (module) => module.DemoXPage)

/**
 * Component paths of seeded menus whose view is a page rather than a react-admin resource → the page, each its own
 * lazy chunk (the demos and the code generator, issue 18). The page is routed at the menu's server path and below it
 * (`<path>/*`), so a page may read a path parameter of its own (the route-param demo).
 */
export const pageRegistry: Record<string, ComponentType> = {
  'system/codegen/index': lazyView(() => import('../resources/codegen/CodegenPage'), (module) => module.CodegenPage),
  // demo pages (admin/src/pages/demos/*), added by their parts
  'demo/signature/index': lazyView(() => import('../pages/demos/signature/SignatureDemoPage'), (module) => module.SignatureDemoPage),
  'demo/table-select/index': lazyView(() => import('../pages/demos/table-select/TableSelectDemoPage'), (module) => module.TableSelectDemoPage),
  'demo/upload/index': lazyView(() => import('../pages/demos/upload/UploadDemoPage'), (module) => module.UploadDemoPage),
  'demo/rich-text/index': lazyView(() => import('../pages/demos/rich-text/RichTextDemoPage'), (module) => module.RichTextDemoPage),
  'demo/websocket/index': lazyView(() => import('../pages/demos/websocket/WebsocketDemoPage'), (module) => module.WebsocketDemoPage),
  'demo/api/index': lazyView(() => import('../pages/demos/api/ApiDemoPage'), (module) => module.ApiDemoPage),
  'demo/dictionary/index': lazyView(() => import('../pages/demos/dictionary/DictionaryDemoPage'), (module) => module.DictionaryDemoPage),
  'demo/curd/index': lazyView(() => import('../pages/demos/curd/CurdDemoPage'), (module) => module.CurdDemoPage),
  'demo/icons/index': lazyView(() => import('../pages/demos/icons/IconsDemoPage'), (module) => module.IconsDemoPage),
  'demo/icon-selector/index': lazyView(() => import('../pages/demos/icon-selector/IconSelectorDemoPage'), (module) => module.IconSelectorDemoPage),
  'demo/multi-level/level1': lazyView(() => import('../pages/demos/multi-level/Level1DemoPage'), (module) => module.Level1DemoPage),
  'demo/multi-level/level3': lazyView(() => import('../pages/demos/multi-level/Level3DemoPage'), (module) => module.Level3DemoPage),
  'demo/route-param/index': lazyView(() => import('../pages/demos/route-param/RouteParamDemoPage'), (module) => module.RouteParamDemoPage),
};

export const isPageView = (component: string): boolean => component.replace(/^\/+|\.vue$/g, '') in pageRegistry;

export const pageOfView = (component: string): ComponentType | undefined => pageRegistry[component.replace(/^\/+|\.vue$/g, '')];


