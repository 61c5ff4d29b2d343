import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Slughint1Inputs */

const en_events_slughint1 = /** @type {(inputs: Events_Slughint1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Made from the venue and the start date; it can be changed until the first request.`)
};

const fil_events_slughint1 = /** @type {(inputs: Events_Slughint1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gawa mula sa venue at start date; puwedeng palitan hanggang sa unang request.`)
};

/**
* | output |
* | --- |
* | "Made from the venue and the start date; it can be changed until the first request." |
*
* @param {Events_Slughint1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_slughint1 = /** @type {((inputs?: Events_Slughint1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Slughint1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_slughint1(inputs)
	return en_events_slughint1(inputs)
});
export { events_slughint1 as "events.slugHint" }