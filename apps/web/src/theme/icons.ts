/**
 * The icons the app shows, all from one set (lucide, ISC licence), each imported on its own so a
 * route's bundle carries only the icons it draws. Icons are decorative: lucide marks them
 * aria-hidden, and the text beside them (or the control's label) names what they stand for.
 */
export { default as AlertCircleIcon } from 'lucide-react/icons/circle-alert';
export { default as ArrowUpRightIcon } from 'lucide-react/icons/arrow-up-right';
export { default as CircleCheckIcon } from 'lucide-react/icons/circle-check';
export { default as ExternalLinkIcon } from 'lucide-react/icons/external-link';
export { default as FileTextIcon } from 'lucide-react/icons/file-text';
export { default as GitBranchIcon } from 'lucide-react/icons/git-branch';
export { default as InboxIcon } from 'lucide-react/icons/inbox';
export { default as LinkIcon } from 'lucide-react/icons/link';
export { default as ListChecksIcon } from 'lucide-react/icons/list-checks';
export { default as PenLineIcon } from 'lucide-react/icons/pen-line';
export { default as PlusIcon } from 'lucide-react/icons/plus';
export { default as SearchIcon } from 'lucide-react/icons/search';
export { default as SparklesIcon } from 'lucide-react/icons/sparkles';
export { default as UsersIcon } from 'lucide-react/icons/users';
export { default as VideoOffIcon } from 'lucide-react/icons/video-off';
