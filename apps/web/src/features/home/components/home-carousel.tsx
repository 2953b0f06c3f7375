import { BANNER_INTERVAL_MS } from '@garden/domain';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState } from 'react';
import { useIdle } from '../../../hooks/use-idle';
import type { CarouselSlide } from '../api/get-home';
import { HomeLink } from './home-link';

/** The home carousel: slides rotate every 2.5 s (storefront §9), each linking per its redirect. */
export function HomeCarousel({ slides }: { slides: CarouselSlide[] }) {
  const [viewport, embla] = useEmblaCarousel({ loop: true });
  // Embla measures every slide when it starts (a forced layout): it starts once the page is drawn and the
  // browser idle, not inside the app's first render. Till then the first slide stands where the server drew it.
  const idle = useIdle();
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    // Rotation pauses while the pointer rests on a slide, so a shopper can click it.
    let paused = false;
    const root = embla.rootNode();
    const pause = () => (paused = true);
    const resume = () => (paused = false);
    root.addEventListener('mouseenter', pause);
    root.addEventListener('mouseleave', resume);
    const timer = setInterval(() => {
      if (!paused) embla.scrollNext();
    }, BANNER_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      embla.off('select', onSelect);
      root.removeEventListener('mouseenter', pause);
      root.removeEventListener('mouseleave', resume);
    };
  }, [embla]);

  return (
    <section className="carousel" aria-roledescription="carousel" aria-label="精选活动">
      <div className="carousel__viewport" ref={idle ? viewport : undefined}>
        <div className="carousel__track">
          {slides.map((slide, index) => (
            // The slides out of view are inert as well as hidden: their links must not take the keyboard's focus.
            <div
              className="carousel__slide"
              key={slide.carousel_id}
              aria-hidden={index !== selected}
              inert={index !== selected}
              data-testid="carousel-slide"
            >
              <HomeLink link={slide} title={slide.carousel_name} className="carousel__link">
                {/* The first slide is the page's largest paint: load it at once (LCP). */}
                <img
                  src={slide.img_url}
                  alt={slide.carousel_name}
                  width={1200}
                  height={400}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'low'}
                />
              </HomeLink>
            </div>
          ))}
        </div>
      </div>
      <div className="carousel__dots" role="tablist" aria-label="切换轮播">
        {slides.map((slide, index) => (
          <button
            key={slide.carousel_id}
            type="button"
            role="tab"
            aria-selected={index === selected}
            aria-label={slide.carousel_name}
            className="carousel__dot"
            onClick={() => embla?.scrollTo(index)}
          />
        ))}
      </div>
    </section>
  );
}
