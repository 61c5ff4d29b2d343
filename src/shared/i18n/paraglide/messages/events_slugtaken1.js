import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ slug: NonNullable<unknown> }} Events_Slugtaken1Inputs */

const en_events_slugtaken1 = /** @type {(inputs: Events_Slugtaken1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An event with the address name "${i?.slug}" already exists`)
};

/**
* | output |
* | --- |
* | "An event with the address name \"{slug}\" already exists" |
*
* @param {Events_Slugtaken1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_slugtaken1 = /** @type {((inputs: Events_Slugtaken1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Slugtaken1Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_slugtaken1(inputs)
});
export { events_slugtaken1 as "events.slugTaken" }