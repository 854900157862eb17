import { useLocation } from 'react-router-dom';

/** Shows where the router is (path and query): a stand-in page for `stubRoutes`. */
export function LocationProbe({ testId = 'location' }: { testId?: string }) {
  const location = useLocation();
  return <p data-testid={testId}>{`${location.pathname}${location.search}`}</p>;
}
