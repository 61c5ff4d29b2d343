import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Kioskprint1Inputs */

const en_events_kioskprint1 = /** @type {(inputs: Events_Kioskprint1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print slip`)
};

/**
* | output |
* | --- |
* | "Print slip" |
*
* @param {Events_Kioskprint1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_kioskprint1 = /** @type {((inputs?: Events_Kioskprint1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Kioskprint1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_kioskprint1(inputs)
});
export { events_kioskprint1 as "events.kioskPrint" }