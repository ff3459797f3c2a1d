export { AreaCascader, AreaFields, usePathOfFields, type AreaCascaderProps, type AreaFieldsProps } from './AreaCascader';
export * from './area-fields';
export { clearAreaCache, isFresh, loadAreaTree, readAreaCache, writeAreaCache, AREA_CACHE_KEY, type AreaCacheEntry, type AreaTreeAnswer } from './area-cache';
export { useAreaTree, refreshAreaTree, AREA_TREE_KEY, AREA_TREE_URL } from './use-area-tree';
