/** The site's main navigation, shared by the header and the footer. */
export const MAIN_NAVIGATION = [
  { to: "/courses", label: "Courses" },
  { to: "/ondemand", label: "On-Demand" },
  { to: "/faculty", label: "Faculty" },
  { to: "/pricing", label: "Pricing" },
  { to: "/work", label: "At Work" },
] as const;

export const CATEGORY_NAVIGATION = [
  { to: "/courses/ai", label: "AI & Technology Law" },
  { to: "/courses/ethics", label: "Ethics & Professional Responsibility" },
  { to: "/courses/litigation", label: "Litigation Skills" },
] as const;
