/** The activity module's public surface: what other modules and the app may import (issue 40). */
export { activityExport, activityLines, recentActivities } from './activity.read.js';
