import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_PhotosInputs */

const en_events_photos = /** @type {(inputs: Events_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos`)
};

const fil_events_photos = /** @type {(inputs: Events_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mga litrato`)
};

/**
* | output |
* | --- |
* | "Photos" |
*
* @param {Events_PhotosInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_photos = /** @type {((inputs?: Events_PhotosInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_PhotosInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_photos(inputs)
	return en_events_photos(inputs)
});
export { events_photos as "events.photos" }