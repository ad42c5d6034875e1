// The dashboard's tabs, apart from their screens: the route's search validation reads this list,
// and route options other than the component stay in the app's first script (autoCodeSplitting),
// so this file must import nothing from the owner area (Dexie would land on the home page).

export const DASHBOARD_TABS = ['reservations', 'new-booking', 'cats', 'profile'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];
