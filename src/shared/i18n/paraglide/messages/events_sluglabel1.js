import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Sluglabel1Inputs */

const en_events_sluglabel1 = /** @type {(inputs: Events_Sluglabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address name (slug)`)
};

/**
* | output |
* | --- |
* | "Address name (slug)" |
*
* @param {Events_Sluglabel1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_sluglabel1 = /** @type {((inputs?: Events_Sluglabel1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Sluglabel1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_sluglabel1(inputs)
});
export { events_sluglabel1 as "events.slugLabel" }