import type { ReactNode } from "react";
import { useElementWidth } from "./use-element-width";

/** Gives its child the width it has to draw in, once known (charts lay out in real pixels). */
export function MeasuredWidth({ children }: { children: (width: number) => ReactNode }) {
  const { ref, width } = useElementWidth<HTMLDivElement>();
  return <div ref={ref}>{width > 0 ? children(width) : null}</div>;
}
