import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_CheckingInputs */

const en_events_checking = /** @type {(inputs: Events_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking the event…`)
};

/**
* | output |
* | --- |
* | "Checking the event…" |
*
* @param {Events_CheckingInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_checking = /** @type {((inputs?: Events_CheckingInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_CheckingInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_checking(inputs)
});
export { events_checking as "events.checking" }