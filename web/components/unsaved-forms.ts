import { useEffect, useId } from 'react';

// The forms on screen that hold what the owner typed and has not saved yet. An app update reloads
// the page, so the update prompt asks about these first (issue 6: never reload over an unsaved
// form without saying so). Kept free of React components so the prompt can read it cheaply.

const unsaved = new Set<string>();

export function hasUnsavedForm(): boolean {
  return unsaved.size > 0;
}

/** Marks this form as unsaved while `dirty` is true and it is on screen. */
export function useUnsavedForm(dirty: boolean): void {
  const id = useId();
  useEffect(() => {
    if (!dirty) return;
    unsaved.add(id);
    return () => {
      unsaved.delete(id);
    };
  }, [id, dirty]);
}
