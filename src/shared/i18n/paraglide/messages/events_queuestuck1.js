import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Queuestuck1Inputs */

const en_events_queuestuck1 = /** @type {(inputs: Events_Queuestuck1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Needs staff attention`)
};

/**
* | output |
* | --- |
* | "Needs staff attention" |
*
* @param {Events_Queuestuck1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_queuestuck1 = /** @type {((inputs?: Events_Queuestuck1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Queuestuck1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_queuestuck1(inputs)
});
export { events_queuestuck1 as "events.queueStuck" }