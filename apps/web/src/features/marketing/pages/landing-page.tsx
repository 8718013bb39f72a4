import { useState } from 'react';
import { useDocumentTitle } from '../../../lib/document-title';
import { AboutSection } from '../components/about-section';
import { ContactSection } from '../components/contact-section';
import type { ContactPrefill } from '../components/contact-form';
import { FeaturesSection } from '../components/features-section';
import { HeroSection } from '../components/hero-section';
import { PricingSection } from '../components/pricing-section';
import { scrollToElement } from '../lib/scroll';

export function LandingPage() {
  useDocumentTitle('TBM cost automation');
  const [prefill, setPrefill] = useState<ContactPrefill>();

  // TALK TO OUR TEAM: copy the address into the contact form, then take the visitor there.
  const talkToTeam = (email: string) => {
    setPrefill((previous) => ({ email, key: (previous?.key ?? 0) + 1 }));
    const contact = document.getElementById('contact');
    if (contact) scrollToElement(contact, true);
  };

  return (
    <>
      <HeroSection onTalkToTeam={talkToTeam} />
      <AboutSection />
      <FeaturesSection />
      <PricingSection />
      <ContactSection prefill={prefill} />
    </>
  );
}
