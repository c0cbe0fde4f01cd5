export { Popover, PopoverAnchor, PopoverClose, PopoverContent, PopoverTrigger } from './popover';
export type {
  PopoverAnchorProps,
  PopoverCloseProps,
  PopoverContentProps,
  PopoverProps,
  PopoverTriggerProps,
} from './popover';
