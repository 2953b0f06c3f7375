import type { ReactNode } from 'react';
import type { CarouselSlide } from '../api/get-home';
import { HomeCarousel } from './home-carousel';

/**
 * The home page from its carousel's slides, with the themes below: the app's feed of them, or the first theme
 * alone in the server's first paint (web build/first-paints.tsx).
 */
export function HomeView({ slides, children }: { slides: CarouselSlide[]; children: ReactNode }) {
  return (
    <div className="page home">
      <HomeCarousel slides={slides} />
      {children}
    </div>
  );
}
