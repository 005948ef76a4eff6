// The files the code generator wrote for demo_items_v1, as text (Vite `?raw`): what the curd page shows beside the views.
import demoItemsIndex from '../../../resources/demo-items/index.ts?raw';
import demoItemList from '../../../resources/demo-items/DemoItemList.tsx?raw';
import demoItemCreate from '../../../resources/demo-items/DemoItemCreate.tsx?raw';
import demoItemEdit from '../../../resources/demo-items/DemoItemEdit.tsx?raw';
import demoItemInputs from '../../../resources/demo-items/DemoItemInputs.tsx?raw';
import demoItemShow from '../../../resources/demo-items/DemoItemShow.tsx?raw';
import demoItemUploadInput from '../../../resources/demo-items/DemoItemUploadInput.tsx?raw';
import demoItemForms from '../../../../../contracts/src/demoItems/forms.ts?raw';
import demoItemRoutes from '../../../../../api/src/modules/demoItems/routes.ts?raw';
import demoItemDecider from '../../../../../api/src/modules/demoItems/decider.ts?raw';
import demoItemsProjection from '../../../../../projections/src/demoItems/demoItems.projection.ts?raw';

/** A view of the hosted resource: which generated file a reader wants to see beside it. */
export type CurdView = 'list' | 'create' | 'edit' | 'show';

export interface GeneratedSource {
  /** The file's place in the workspace. */
  path: string;
  content: string;
  language: 'typescript' | 'tsx';
  /** The view this file draws, when it draws one. */
  view?: CurdView;
}

/** The admin's resource folder first (what the page hosts), then the layers behind it: form schema, api, projection. */
export const generatedSources: readonly GeneratedSource[] = [
  { path: 'admin/src/resources/demo-items/DemoItemList.tsx', content: demoItemList, language: 'tsx', view: 'list' },
  { path: 'admin/src/resources/demo-items/DemoItemCreate.tsx', content: demoItemCreate, language: 'tsx', view: 'create' },
  { path: 'admin/src/resources/demo-items/DemoItemEdit.tsx', content: demoItemEdit, language: 'tsx', view: 'edit' },
  { path: 'admin/src/resources/demo-items/DemoItemInputs.tsx', content: demoItemInputs, language: 'tsx' },
  { path: 'admin/src/resources/demo-items/DemoItemShow.tsx', content: demoItemShow, language: 'tsx', view: 'show' },
  { path: 'admin/src/resources/demo-items/DemoItemUploadInput.tsx', content: demoItemUploadInput, language: 'tsx' },
  { path: 'admin/src/resources/demo-items/index.ts', content: demoItemsIndex, language: 'typescript' },
  { path: 'contracts/src/demoItems/forms.ts', content: demoItemForms, language: 'typescript' },
  { path: 'api/src/modules/demoItems/routes.ts', content: demoItemRoutes, language: 'typescript' },
  { path: 'api/src/modules/demoItems/decider.ts', content: demoItemDecider, language: 'typescript' },
  { path: 'projections/src/demoItems/demoItems.projection.ts', content: demoItemsProjection, language: 'typescript' },
];

export const fileNameOf = (source: Pick<GeneratedSource, 'path'>) => source.path.split('/').pop()!;
