/** The words of the viewpoint endpoints' refusals (DESIGN.md §12). */
export const VIEWPOINT_MESSAGES = {
  NOT_IN_CLASS: "Only the class's students and teachers can see its viewpoints",
} as const;
