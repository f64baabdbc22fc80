/** A stand-in server's answers in order, the last one repeated; an Error answer is thrown. */
export function inOrder<T>(answers: readonly (T | Error)[]): () => T {
  const left = [...answers];
  return () => {
    const answer = left.length > 1 ? left.shift()! : left[0];
    if (answer instanceof Error) throw answer;
    return answer;
  };
}
