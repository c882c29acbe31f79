import { getImageProps, type ImageProps } from "next/image";
import { preload as preloadResource } from "react-dom";

/**
 * next/image's picture without next/image's component: the same props, the same optimised <img>
 * (srcset, sizes, lazy loading, the fill styles), from next/image's own getImageProps. Its
 * component is a client component, so every page that renders one loads its code (about 5 KiB gzip)
 * even from a server component; this one is plain markup, so a page whose pictures all come from
 * here loads none of it. `preload` puts the picture's <link rel="preload"> in the head, as next/image
 * does. No `placeholder`: taking one away once the picture has loaded needs the browser.
 */
export function Image(props: Omit<ImageProps, "placeholder" | "blurDataURL" | "onLoadingComplete">) {
  const { props: image } = getImageProps(props);
  if (props.preload) {
    preloadResource(image.src, {
      as: "image",
      imageSrcSet: image.srcSet,
      imageSizes: image.sizes,
      crossOrigin: image.crossOrigin,
      referrerPolicy: image.referrerPolicy,
      fetchPriority: image.fetchPriority,
    });
  }
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own <img>; alt is among its props
  return <img {...image} />;
}
