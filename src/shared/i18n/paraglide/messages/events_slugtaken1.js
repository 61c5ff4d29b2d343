import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ slug: NonNullable<unknown> }} Events_Slugtaken1Inputs */

const en_events_slugtaken1 = /** @type {(inputs: Events_Slugtaken1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An event with the address name "${i?.slug}" already exists`)
};

const fil_events_slugtaken1 = /** @type {(inputs: Events_Slugtaken1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`May event na na may pangalan ng address na "${i?.slug}"`)
};

/**
* | output |
* | --- |
* | "An event with the address name \"{slug}\" already exists" |
*
* @param {Events_Slugtaken1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_slugtaken1 = /** @type {((inputs: Events_Slugtaken1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Slugtaken1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_slugtaken1(inputs)
	return en_events_slugtaken1(inputs)
});
export { events_slugtaken1 as "events.slugTaken" }