import { paths } from '../../../config/paths';

/** The landing page's sections, top to bottom; their ids are the `/#…` targets. */
export const LANDING_SECTIONS = ['home', 'about', 'features', 'pricing', 'contact'] as const;
export type LandingSection = (typeof LANDING_SECTIONS)[number];

/** Spec §9: a section becomes active once its top is within 80 px of the viewport's top (the nav's height). */
export const SCROLL_SPY_OFFSET = 80;

export type NavItem = { label: string; to: string } & (
  { section: LandingSection } | { section?: undefined }
);

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Home', to: paths.homeSection('home'), section: 'home' },
  { label: 'About', to: paths.homeSection('about'), section: 'about' },
  { label: 'Pricing', to: paths.homeSection('pricing'), section: 'pricing' },
  { label: 'Blog', to: paths.whatWeDo },
  { label: 'Contact', to: paths.homeSection('contact'), section: 'contact' },
];
