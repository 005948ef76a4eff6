export { codegenRoutes, zipOf } from './routes';
export { codegenDecider, type CodegenCommand, type CodegenConfigState } from './decider';
export { derivedConfigOf } from './derivedConfig';
export { readModelTables } from './tables';
