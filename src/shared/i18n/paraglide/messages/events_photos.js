import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_PhotosInputs */

const en_events_photos = /** @type {(inputs: Events_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos`)
};

/**
* | output |
* | --- |
* | "Photos" |
*
* @param {Events_PhotosInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_photos = /** @type {((inputs?: Events_PhotosInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_PhotosInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_photos(inputs)
});
export { events_photos as "events.photos" }