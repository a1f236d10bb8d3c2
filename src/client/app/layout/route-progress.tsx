import { useNavigation } from 'react-router';
import { Spinner } from '@client/components/ui/spinner';

/**
 * While the next screen's code or guard is loading, the current screen stays and this shows a
 * thin bar under the header (render it inside the header) plus the 'Loading...' spinner (SPEC: screens load lazily with a
 * spinner). The first screen of a visit shows the layout's own full spinner instead.
 */
export function RouteProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className="pointer-events-none absolute inset-x-0 top-full">
      <div className="h-0.5 w-full overflow-hidden bg-accent/20">
        <div className="h-full w-1/3 animate-pulse bg-accent" />
      </div>
      <div className="mt-3 flex justify-center">
        <Spinner className="rounded-full border border-line bg-surface px-4 py-1.5 shadow-md" />
      </div>
    </div>
  );
}
