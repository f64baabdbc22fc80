// A section of /userAccount loaded when first shown (its code and its namespaces, such as the services
// and requests ones, come with it rather than with the screen), under its own Suspense boundary.
import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from '../../kit/Spinner';

export function lazySection(name: string, load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Loaded = lazy(load);
  const Section = () => (
    <Suspense fallback={<div className="flex justify-center py-10 text-slate-500" aria-busy="true"><Spinner /></div>}>
      <Loaded />
    </Suspense>
  );
  Section.displayName = `Lazy(${name})`;
  return Section;
}
