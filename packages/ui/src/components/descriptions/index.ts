export { Descriptions } from './descriptions';
export type { DescriptionsProps, DescriptionsItem, DescriptionsColumns } from './descriptions';
