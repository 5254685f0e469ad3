// Two routes: the popular-pins home and a pin's closeup.
import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [index('routes/home.tsx'), route('pin/:id', 'routes/closeup.tsx')] satisfies RouteConfig;
