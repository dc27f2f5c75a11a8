/** Which of an owner's documents a delete takes with it: one document, one project's, one workspace's, or all (empty). */
export interface UploadScope {
  documentId?: string;
  projectId?: string;
  workspaceId?: string;
}

/** Runs a delete that cascades to the owner's documents in `scope`, and removes the files stored with them. */
export type DeleteWithUploads = <T>(ownerId: string, scope: UploadScope, remove: () => Promise<T>) => Promise<T>;

/** Until the documents module is wired in: just the delete. */
export const deleteOnly: DeleteWithUploads = (_ownerId, _scope, remove) => remove();
